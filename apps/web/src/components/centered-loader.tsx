import { Center, Loader } from '@mantine/core';

/** A loading state that fills its area: the first load of the app, or a screen waiting for its data. */
export function CenteredLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih={240} h="100%">
      <Loader aria-label={label} />
    </Center>
  );
}
