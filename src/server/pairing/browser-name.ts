/**
 * A short, human name for the browser a TV pairs from ("Chrome on Android TV"), so the phone can
 * tell which device is asking before it confirms. Only the few families of TV, tablet and desktop
 * browsers are told apart; anything else is "A web browser".
 */
const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser/i, 'Samsung Internet'],
  [/Silk\//i, 'Silk'],
  [/Edg(e|A|iOS)?\//i, 'Edge'],
  [/OPR\/|Opera/i, 'Opera'],
  [/Firefox\/|FxiOS/i, 'Firefox'],
  [/Chrom(e|ium)\/|CriOS/i, 'Chrome'],
  [/Safari\//i, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Tizen/i, 'a Samsung TV'],
  [/Web0S|webOS/i, 'an LG TV'],
  [/AFT[A-Z]|Fire ?TV/i, 'Fire TV'],
  [/Android TV|GoogleTV|BRAVIA|\bTV\b/i, 'Android TV'],
  [/CrKey/i, 'Chromecast'],
  [/iPad/i, 'iPad'],
  [/iPhone|iPod/i, 'iPhone'],
  [/Android/i, 'Android'],
  [/CrOS/i, 'ChromeOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Raspbian|Linux/i, 'Linux'],
];

function firstMatch(table: [RegExp, string][], text: string): string | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}

export function browserName(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512);
  const browser = firstMatch(BROWSERS, agent);
  const system = firstMatch(SYSTEMS, agent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A web browser on ${system}`;
  return 'A web browser';
}
