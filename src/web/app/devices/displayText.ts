import type { Display, PendingPairing } from '../../../common/schemas/displays';

/** "1920 × 1080", or nothing when the device did not say. */
export function sizeText(device: Pick<Display | PendingPairing, 'widthPx' | 'heightPx'>): string | null {
  return device.widthPx && device.heightPx ? `${device.widthPx} × ${device.heightPx}` : null;
}

/** "Seen just now", "Seen 5 minutes ago", "Seen 3 hours ago", "Seen 2 days ago". */
export function seenText(lastSeenAt: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(lastSeenAt)) / 60_000));
  // A display's session records its use at most every 10 minutes.
  if (minutes < 15) return 'Seen in the last few minutes';
  if (minutes < 60) return `Seen ${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `Seen ${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `Seen ${Math.round(hours / 24)} days ago`;
}
