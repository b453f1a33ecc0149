import type { ReactNode } from 'react';

interface MessagePanelProps {
  title: string;
  message?: string;
  /** Actions below the message, such as a link back home. */
  children?: ReactNode;
}

/** A centred page-level message: maintenance, not found, an unexpected error. */
export function MessagePanel({ title, message, children }: MessagePanelProps) {
  return (
    <div className="rb-message-panel">
      <h1 className="rb-message-panel__title">{title}</h1>
      {message !== undefined && <p className="rb-message-panel__message">{message}</p>}
      {children}
    </div>
  );
}
