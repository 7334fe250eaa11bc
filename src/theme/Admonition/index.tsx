import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import * as styles from './styles.module.css';

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
  const { t } = useTranslation();
  const kind = INFIMA_CLASS[type] ? type : 'note';
  return (
    <div className={`admonition alert alert--${INFIMA_CLASS[kind]}`} data-admonition={kind}>
      <p className={styles.heading}>{title ?? t(`admonition.${kind}`)}</p>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
