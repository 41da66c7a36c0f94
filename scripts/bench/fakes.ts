// Run by the bench through tsx: starts the local fakes of Spotify and Open-Meteo (test/fakes/, on
// 127.0.0.1), prints the variables that point a Luno server at them as one JSON line, and runs
// until its standard input ends (the bench closing it, or going away).
import { startFakeOpenMeteo } from '../../test/fakes/open-meteo';
import { SPOTIFY_CLIENT, startFakeSpotify } from '../../test/fakes/spotify';

const spotify = await startFakeSpotify();
const weather = await startFakeOpenMeteo();
process.stdout.write(
  `${JSON.stringify({
    SPOTIFY_CLIENT_ID: SPOTIFY_CLIENT.id,
    SPOTIFY_CLIENT_SECRET: SPOTIFY_CLIENT.secret,
    LUNO_SPOTIFY_BASE_URL: spotify.baseUrl,
    LUNO_SPOTIFY_API_BASE_URL: spotify.baseUrl,
    ...weather.env,
  })}\n`,
);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
