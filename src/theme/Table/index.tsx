import { useEffect, useRef, useState, type TableHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './styles.module.css';

export type TableProps = TableHTMLAttributes<HTMLTableElement> & { 'data-table-name'?: string };

/**
 * A markdown table in a named region that scrolls sideways when the table is wider than the column (API tables
 * on a phone), and takes keyboard focus then, so it can be scrolled with the arrow keys. The server HTML is
 * focusable (it cannot measure); once the page runs, a table that fits leaves the tab order.
 */
export default function Table({ 'data-table-name': name, ...props }: TableProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={ref} className="table-scroll" aria-label={t('table.region', { name: name ?? '' })} tabIndex={overflows ? 0 : undefined}>
      <table {...props} />
    </section>
  );
}
