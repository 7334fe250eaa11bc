import type { ReactNode } from 'react';

const TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
  important: 'Important',
};

const INFIMA_CLASS: Record<string, string> = {
  note: 'secondary',
  tip: 'success',
  info: 'info',
  caution: 'warning',
  warning: 'warning',
  danger: 'danger',
  important: 'info',
};

export interface AdmonitionProps {
  type: string;
  title?: string;
  children?: ReactNode;
}

/** A call-out box (:::note, :::tip, :::info, :::caution, :::danger in MDX). */
export default function Admonition({ type, title, children }: AdmonitionProps) {
  const kind = TITLES[type] ? type : 'note';
  return (
    <div className={`admonition alert alert--${INFIMA_CLASS[kind]}`} data-admonition={kind}>
      <p className="admonition-heading">{title ?? TITLES[kind]}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
