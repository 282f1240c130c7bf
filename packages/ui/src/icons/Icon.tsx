import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  sizePx?: number;
}

/** Decorative 24×24 line icon in the current text colour; the control around it carries the name. */
export function createIcon(paths: ReactNode) {
  return function LineIcon({ sizePx = 20, ...rest }: IconProps) {
    return (
      <svg
        width={sizePx}
        height={sizePx}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  };
}
