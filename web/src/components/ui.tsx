// Shared building blocks: buttons, alerts, spinners, page headers and empty states.
import { type ButtonHTMLAttributes, type ReactNode, forwardRef } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean; small?: boolean }>(
  function Button({ variant = 'secondary', busy = false, small = false, className = '', children, disabled, ...rest }, ref) {
    return (
      <button ref={ref} className={`btn btn-${variant}${small ? ' btn-sm' : ''} ${className}`} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
        {busy && <Spinner small />}
        {children}
      </button>
    );
  },
);

export function Spinner({ small = false, label }: { small?: boolean; label?: string }) {
  return <span className={`spinner${small ? ' spinner-sm' : ''}`} role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />;
}

export function Alert({ tone = 'error', children, onClose }: { tone?: 'error' | 'success' | 'info' | 'warning'; children: ReactNode; onClose?: () => void }) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="alert-icon" aria-hidden="true">{tone === 'error' ? '!' : tone === 'success' ? '✓' : 'i'}</span>
      <div className="alert-body">{children}</div>
      {onClose && <button type="button" className="alert-close" onClick={onClose} aria-label="Dismiss message">×</button>}
    </div>
  );
}

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="page-header">
      <div>
        <h1 tabIndex={-1}>{title}</h1>
        {description && <p className="page-description">{description}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </div>
  );
}

export function Card({ title, description, children, className = '', headingLevel = 2, actions, id }: {
  title?: string; description?: ReactNode; children: ReactNode; className?: string; headingLevel?: 2 | 3; actions?: ReactNode; id?: string;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={`card ${className}`} aria-labelledby={headingId} id={id}>
      {(title || actions) && (
        <div className="card-header">
          <div>
            {title && <H id={headingId} className="card-title">{title}</H>}
            {description && <p className="card-description">{description}</p>}
          </div>
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <p className="empty-title">{title}</p>
      {children && <div className="empty-body">{children}</div>}
    </div>
  );
}

export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'success' | 'danger' | 'accent' | 'warning'; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
