import { SegmentedControl, useMantineColorScheme } from '@mantine/core';
import { themeChoices } from '@/lib/theme';

/** spec 2: light, dark or the system's theme; Mantine keeps the choice in local storage. */
export function ThemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      fullWidth
      size="xs"
      aria-label="Theme"
      value={colorScheme}
      onChange={(value) => {
        const choice = themeChoices.find((candidate) => candidate.value === value);
        if (choice) setColorScheme(choice.value);
      }}
      data={themeChoices.map((choice) => ({ label: choice.label, value: choice.value }))}
    />
  );
}
