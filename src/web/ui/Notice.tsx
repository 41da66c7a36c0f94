import type { ReactNode } from 'react';

export type NoticeTone = 'info' | 'error' | 'warning' | 'success';

interface NoticeProps {
  tone?: NoticeTone;
  children: ReactNode;
  className?: string;
}

const ICON_PATHS: Record<NoticeTone, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
};

/**
 * A message block. Errors are announced immediately (role=alert); the other tones politely (role=status),
 * so a message that appears after an action is read out without stealing focus.
 */
export function Notice({ tone = 'info', children, className }: NoticeProps) {
  return (
    <div
      className={['notice', `notice--${tone}`, className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <svg className="notice__icon" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d={ICON_PATHS[tone]} />
      </svg>
      <div>{children}</div>
    </div>
  );
}
