import type { ReactNode } from 'react';

/**
 * Inline SVG icons (no icon library: a few hundred bytes instead of a dependency).
 * Every icon is decorative (`aria-hidden`); the button or link around it carries the label.
 * Size and colour come from `className` (default 1.25rem, `currentColor`).
 */
export type IconProps = { className?: string };

function StrokeIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-5'}
    >
      {children}
    </svg>
  );
}

function FillIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-5'}
    >
      {children}
    </svg>
  );
}

const heartPath =
  'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z';
const starPath =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95L12 2.5Z';

export function Heart({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d={heartPath} />
    </StrokeIcon>
  );
}

export function HeartFilled({ className }: IconProps) {
  return (
    <FillIcon className={className}>
      <path d={heartPath} />
    </FillIcon>
  );
}

export function Cart({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="8" cy="21" r="1" />
      <circle cx="19" cy="21" r="1" />
      <path d="M2.05 2.05h2l2.66 12.42a2 2 0 0 0 2 1.58h9.78a2 2 0 0 0 1.95-1.57l1.65-7.43H5.12" />
    </StrokeIcon>
  );
}

export function User({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="8" r="4.5" />
      <path d="M3.5 21a8.5 8.5 0 0 1 17 0" />
    </StrokeIcon>
  );
}

export function Menu({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

export function Close({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M18 6 6 18M6 6l12 12" />
    </StrokeIcon>
  );
}

export function ChevronLeft({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="m15 18-6-6 6-6" />
    </StrokeIcon>
  );
}

export function ChevronRight({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="m9 18 6-6-6-6" />
    </StrokeIcon>
  );
}

export function Search({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </StrokeIcon>
  );
}

export function Filter({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z" />
    </StrokeIcon>
  );
}

export function Star({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d={starPath} />
    </StrokeIcon>
  );
}

export function StarFilled({ className }: IconProps) {
  return (
    <FillIcon className={className}>
      <path d={starPath} />
    </FillIcon>
  );
}

export function Phone({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92Z" />
    </StrokeIcon>
  );
}

export function Mail({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </StrokeIcon>
  );
}

export function MapPin({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </StrokeIcon>
  );
}

export function Clock({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </StrokeIcon>
  );
}

export function Instagram({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </StrokeIcon>
  );
}

export function Facebook({ className }: IconProps) {
  return (
    <FillIcon className={className}>
      <path d="M13.5 21.95V14h2.7l.4-3.2h-3.1V8.77c0-.93.26-1.56 1.6-1.56h1.7V4.35A22.6 22.6 0 0 0 14.3 4.2c-2.46 0-4.14 1.5-4.14 4.25v2.35H7.4V14h2.76v7.95A10 10 0 1 1 13.5 21.95Z" />
    </FillIcon>
  );
}

export function TikTok({ className }: IconProps) {
  return (
    <FillIcon className={className}>
      <path d="M16.6 2h-3.35v13.3a2.9 2.9 0 1 1-2.9-2.9c.3 0 .58.05.85.13V9.1a6.3 6.3 0 1 0 5.4 6.2V8.5a8 8 0 0 0 4.4 1.33V6.5A4.45 4.45 0 0 1 16.6 2Z" />
    </FillIcon>
  );
}

export function XTwitter({ className }: IconProps) {
  return (
    <FillIcon className={className}>
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58L16.67 19.2Z" />
    </FillIcon>
  );
}

export function Paw({ className }: IconProps) {
  return (
    <FillIcon className={className}>
      <ellipse cx="5.5" cy="10" rx="2.2" ry="2.7" />
      <ellipse cx="9.5" cy="5.5" rx="2.2" ry="2.8" />
      <ellipse cx="14.5" cy="5.5" rx="2.2" ry="2.8" />
      <ellipse cx="18.5" cy="10" rx="2.2" ry="2.7" />
      <path d="M12 11c-2.9 0-6.2 4.3-6.2 6.9 0 1.8 1.3 2.6 2.9 2.6 1.4 0 2.2-.6 3.3-.6s1.9.6 3.3.6c1.6 0 2.9-.8 2.9-2.6 0-2.6-3.3-6.9-6.2-6.9Z" />
    </FillIcon>
  );
}

export function ArrowLeft({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </StrokeIcon>
  );
}

export function Plus({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M12 5v14M5 12h14" />
    </StrokeIcon>
  );
}

export function Minus({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M5 12h14" />
    </StrokeIcon>
  );
}

export function Pause({ className }: IconProps) {
  return (
    <FillIcon className={className}>
      <rect x="6" y="4.5" width="4" height="15" rx="1" />
      <rect x="14" y="4.5" width="4" height="15" rx="1" />
    </FillIcon>
  );
}

export function Play({ className }: IconProps) {
  return (
    <FillIcon className={className}>
      <path d="M7 4.8v14.4a1 1 0 0 0 1.52.85l11.5-7.2a1 1 0 0 0 0-1.7L8.52 3.95A1 1 0 0 0 7 4.8Z" />
    </FillIcon>
  );
}

export function Scissors({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="6" cy="6" r="3" />
      <circle cx="6" cy="18" r="3" />
      <path d="M20 4 8.12 15.88M14.47 14.48 20 20M8.12 8.12 12 12" />
    </StrokeIcon>
  );
}

export function Droplets({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M7 16.3c2.2 0 4-1.83 4-4.05 0-1.16-.57-2.26-1.71-3.19S7.29 6.75 7 5.3c-.29 1.45-1.14 2.84-2.29 3.76S3 11.1 3 12.25c0 2.22 1.8 4.05 4 4.05Z" />
      <path d="M12.56 6.6A10.97 10.97 0 0 0 14 3.02c.5 2.5 2 4.9 4 6.5s3 3.5 3 5.5a6.98 6.98 0 0 1-11.91 4.97" />
    </StrokeIcon>
  );
}

export function Sparkles({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M9.94 15.5A2 2 0 0 0 8.5 14.06l-6.14-1.58a.5.5 0 0 1 0-.96L8.5 9.94A2 2 0 0 0 9.94 8.5l1.58-6.14a.5.5 0 0 1 .96 0l1.58 6.14a2 2 0 0 0 1.44 1.44l6.14 1.58a.5.5 0 0 1 0 .96l-6.14 1.58a2 2 0 0 0-1.44 1.44l-1.58 6.14a.5.5 0 0 1-.96 0Z" />
      <path d="M20 3v4M22 5h-4" />
    </StrokeIcon>
  );
}

export function Ear({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M6 8.5a6.5 6.5 0 1 1 13 0c0 6-6 6-6 10a3.5 3.5 0 1 1-7 0" />
      <path d="M15 8.5a2.5 2.5 0 0 0-5 0v1a2 2 0 1 1 0 4" />
    </StrokeIcon>
  );
}

export function Tooth({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M7.5 3C5 3 3.5 5 3.5 7.5c0 2 1 3.5 1.5 5.5.6 2.6.6 8 3 8 2 0 1.8-5 4-5s2 5 4 5c2.4 0 2.4-5.4 3-8 .5-2 1.5-3.5 1.5-5.5C20.5 5 19 3 16.5 3c-2 0-2.7 1-4.5 1S9.5 3 7.5 3Z" />
    </StrokeIcon>
  );
}

export function Feather({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M12.67 19a2 2 0 0 0 1.42-.59l6.15-6.17a6 6 0 0 0-8.49-8.49L5.59 9.91A2 2 0 0 0 5 11.33V18a1 1 0 0 0 1 1Z" />
      <path d="M16 8 2 22M17.5 15H9" />
    </StrokeIcon>
  );
}

export function Check({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M20 6 9 17l-5-5" />
    </StrokeIcon>
  );
}

export function CheckCircle({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8.5 12.5 2.5 2.5 4.5-5" />
    </StrokeIcon>
  );
}

export function AlertCircle({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7.5v5M12 16.5h.01" />
    </StrokeIcon>
  );
}

export function ShieldCheck({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1Z" />
      <path d="m9 12 2 2 4-4" />
    </StrokeIcon>
  );
}

export function Zap({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M13 2 4.5 13.5H12L11 22l8.5-11.5H12L13 2Z" />
    </StrokeIcon>
  );
}

export function Award({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="8" r="6" />
      <path d="M15.48 12.89 17 22l-5-3-5 3 1.52-9.11" />
    </StrokeIcon>
  );
}

export function Calendar({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </StrokeIcon>
  );
}

export function Eye({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0" />
      <circle cx="12" cy="12" r="3" />
    </StrokeIcon>
  );
}

export function EyeOff({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M10.73 5.08A10.4 10.4 0 0 1 12 5c4.63 0 8.4 2.8 9.94 6.65a1 1 0 0 1 0 .7 10.8 10.8 0 0 1-1.44 2.49" />
      <path d="M14.08 14.16a3 3 0 0 1-4.24-4.24" />
      <path d="M17.48 17.5A10.75 10.75 0 0 1 2.06 12.35a1 1 0 0 1 0-.7 10.8 10.8 0 0 1 4.45-5.14" />
      <path d="m2 2 20 20" />
    </StrokeIcon>
  );
}

export function UserCircle({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="10" r="3" />
      <path d="M7 20.66V19a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v1.66" />
    </StrokeIcon>
  );
}

export function Ticket({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z" />
      <path d="M13 5v2M13 17v2M13 11v2" />
    </StrokeIcon>
  );
}

export function Bell({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </StrokeIcon>
  );
}

export function Logout({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="m16 17 5-5-5-5M21 12H9" />
    </StrokeIcon>
  );
}

export function Bag({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
      <path d="M3 6h18M16 10a4 4 0 0 1-8 0" />
    </StrokeIcon>
  );
}

export function Lock({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="3" y="11" width="18" height="11" rx="2" />
      <path d="M7 11V7a5 5 0 0 1 10 0v4" />
    </StrokeIcon>
  );
}

export function AlertTriangle({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3Z" />
      <path d="M12 9v4M12 17h.01" />
    </StrokeIcon>
  );
}

export function Trash({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2m3 0-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
      <path d="M10 11v6M14 11v6" />
    </StrokeIcon>
  );
}

export function Refresh({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
      <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
      <path d="M21 3v5h-5M3 21v-5h5" />
    </StrokeIcon>
  );
}

export function ImageOff({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9M3 3l18 18" />
    </StrokeIcon>
  );
}

export function CreditCard({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </StrokeIcon>
  );
}

export function Cash({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 12h.01M18 12h.01" />
    </StrokeIcon>
  );
}

export function Truck({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M14 18V6a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h2M15 18H9M14 9h4l4 4v4a1 1 0 0 1-1 1h-2" />
      <circle cx="7" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </StrokeIcon>
  );
}

export function Package({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M21 8 12 3 3 8v8l9 5 9-5V8Z" />
      <path d="m3 8 9 5 9-5M12 13v8" />
    </StrokeIcon>
  );
}

export function Receipt({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 2v20l3-2 2 2 3-2 3 2 2-2 3 2V2l-3 2-2-2-3 2-3-2-2 2-3-2Z" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </StrokeIcon>
  );
}

export function XCircle({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6M9 9l6 6" />
    </StrokeIcon>
  );
}

export function HelpCircle({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
    </StrokeIcon>
  );
}

/** The picture that stands in for a missing product photo: a finer line than the other icons. */
export function ImagePlaceholder({ className }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-5'}
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}
