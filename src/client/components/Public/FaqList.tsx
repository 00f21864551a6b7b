import classes from './Public.module.css';

export interface FaqItem {
  q: string;
  a: string;
}

/**
 * An accordion of questions built on <details>/<summary>: keyboard and screen-reader friendly
 * with no script, so it costs the landing page nothing.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className={classes.faq}>
      {items.map((item) => (
        <details key={item.q} className={classes.faqItem}>
          <summary className={classes.faqQuestion}>{item.q}</summary>
          <div className={classes.faqAnswer}>{item.a}</div>
        </details>
      ))}
    </div>
  );
}
