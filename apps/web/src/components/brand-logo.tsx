import { DEFAULT_LOGO_LINK } from '@portal/contract';
import type { Branding } from '@/api/brand';

/**
 * The logo of the host (spec 2 "Host and brand"): a reseller's own image when it uploaded one, otherwise the product's
 * mark drawn in the theme's primary colour, so a reseller's main colour reaches the logo as it reaches the buttons.
 */
export function BrandLogo({ branding, height }: { branding: Branding; height: number }) {
  if (branding.logo !== DEFAULT_LOGO_LINK) {
    return <img src={branding.logo} alt="" height={height} style={{ maxWidth: height * 5, objectFit: 'contain' }} />;
  }
  return (
    <svg
      viewBox="0 0 32 32"
      width={height}
      height={height}
      aria-hidden
      data-brand-mark
      style={{ color: 'var(--mantine-primary-color-filled)', flexShrink: 0 }}
    >
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <circle cx="9" cy="16" r="3.5" fill="var(--mantine-primary-color-contrast, #fff)" />
      <circle cx="23" cy="9" r="3.5" fill="var(--mantine-primary-color-contrast, #fff)" />
      <circle cx="23" cy="23" r="3.5" fill="var(--mantine-primary-color-contrast, #fff)" />
      <path
        d="M12 14.5 20 10.5M12 17.5l8 4"
        stroke="var(--mantine-primary-color-contrast, #fff)"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
