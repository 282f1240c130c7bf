import { useId, type ReactNode } from 'react';

interface IconArt {
  from: string;
  to: string;
  glyph: ReactNode;
}

const white = { fill: '#ffffff' };

/** Twelve avatars: a table symbol on a gradient disc, drawn without any text. */
const ICONS: readonly IconArt[] = [
  { from: '#3a3f58', to: '#12141f', glyph: <path {...white} d="M12 4c3 3.2 6 5.4 6 8.4a3 3 0 0 1-5 2.2l.8 3.4h-3.6l.8-3.4a3 3 0 0 1-5-2.2C6 9.4 9 7.2 12 4z" /> },
  { from: '#ff6b6b', to: '#c0172e', glyph: <path {...white} d="M12 19s-6.5-4.1-6.5-8.6A3.6 3.6 0 0 1 12 8.3a3.6 3.6 0 0 1 6.5 2.1C18.5 14.9 12 19 12 19z" /> },
  { from: '#ff9f43', to: '#d35400', glyph: <path {...white} d="M12 4.5 17.5 12 12 19.5 6.5 12z" /> },
  { from: '#2ecc71', to: '#0e7a43', glyph: <path {...white} d="M12 5a2.8 2.8 0 0 1 2.5 4.1 2.8 2.8 0 1 1-1.2 4.6l.9 3.8H9.8l.9-3.8a2.8 2.8 0 1 1-1.2-4.6A2.8 2.8 0 0 1 12 5z" /> },
  { from: '#ffd452', to: '#e0a100', glyph: <path {...white} d="m12 4.5 2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5-3.7-3.4 5-.6z" /> },
  { from: '#a55eea', to: '#5b2c91', glyph: <path {...white} d="M5.5 16.5 4.5 8l4.2 3.2L12 6l3.3 5.2L19.5 8l-1 8.5zM6 17.8h12v1.7H6z" /> },
  {
    from: '#45aaf2',
    to: '#1b5fa8',
    glyph: (
      <g>
        <rect x="6" y="6" width="12" height="12" rx="2.5" fill="#ffffff" />
        <circle cx="9.2" cy="9.2" r="1.3" fill="#1b5fa8" />
        <circle cx="12" cy="12" r="1.3" fill="#1b5fa8" />
        <circle cx="14.8" cy="14.8" r="1.3" fill="#1b5fa8" />
      </g>
    ),
  },
  {
    from: '#fd79a8',
    to: '#b8326a',
    glyph: (
      <g fill="none" stroke="#ffffff" strokeWidth="2">
        <circle cx="12" cy="12" r="6.5" />
        <circle cx="12" cy="12" r="3" />
        <path d="M12 5.5v2M12 16.5v2M5.5 12h2M16.5 12h2" />
      </g>
    ),
  },
  { from: '#26de81', to: '#118a55', glyph: <path {...white} d="M13.5 4 7 13.2h4.4L10.5 20 17 10.8h-4.4z" /> },
  { from: '#fc5c65', to: '#e67e22', glyph: <path {...white} d="M12 4c1 3 4.5 4.6 4.5 9a4.5 4.5 0 0 1-9 0c0-2 1-3.3 2-4.2.2 1.6 1 2.5 1.8 2.7C11 9.5 11.3 6.6 12 4z" /> },
  { from: '#4b6584', to: '#1e2a3a', glyph: <path {...white} d="M15.5 5.2a7 7 0 1 0 3.3 10.3 5.6 5.6 0 0 1-3.3-10.3z" /> },
  { from: '#f7b731', to: '#b7791f', glyph: <path {...white} d="M8 5h8v2h2.5a3 3 0 0 1-3 3.6A4 4 0 0 1 13 13v2.2h2.5V18h-7v-2.8H11V13a4 4 0 0 1-2.5-2.4 3 3 0 0 1-3-3.6H8z" /> },
];

/** Every icon id there is art for; a test holds it to the domain's PROFILE_ICON_COUNT. */
export const PROFILE_ICON_IDS: readonly number[] = ICONS.map((_art, index) => index);

export function ProfileIcon({ iconId, sizePx = 40 }: { iconId: number; sizePx?: number }) {
  const gradientId = useId();
  const art = ICONS[iconId] ?? ICONS[0];
  if (!art) return null;
  return (
    <svg width={sizePx} height={sizePx} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <circle cx="12" cy="12" r="12" fill={`url(#${gradientId})`} />
      {art.glyph}
    </svg>
  );
}
