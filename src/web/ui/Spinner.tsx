interface SpinnerProps {
  size?: 'small' | 'large';
}

/** A decorative spinner: the text beside it says what is happening, so screen readers skip it. */
export function Spinner({ size = 'small' }: SpinnerProps) {
  return <span className={size === 'large' ? 'spinner spinner--large' : 'spinner'} aria-hidden="true" />;
}

interface LoadingScreenProps {
  message: string;
  fullPage?: boolean;
}

/** A centred spinner with a visible message, for whole-page waits. */
export function LoadingScreen({ message, fullPage }: LoadingScreenProps) {
  return (
    <div className={fullPage ? 'loading-screen loading-screen--full' : 'loading-screen'} role="status">
      <Spinner size="large" />
      <span>{message}</span>
    </div>
  );
}
