import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PEXELS_TEST_KEY, startFakePexels } from '../../../test/fakes/pexels';
import { Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeMember, makeSession, makeSignedInFamily } from '../../../test/support/factories';

const SEARCH = '/api/images/search-pexels';

describe.each(dialects)('stock photo search on %s', (dialect) => {
  let pexels: Awaited<ReturnType<typeof startFakePexels>>;
  let t: TestApp;
  let clock = new Date('2026-11-25T09:00:00Z');

  beforeAll(async () => {
    pexels = await startFakePexels();
    t = await buildTestApp(
      dialect,
      { PEXELS_API_KEY: PEXELS_TEST_KEY, LUNO_PEXELS_BASE_URL: pexels.url },
      { now: () => clock },
    );
  });
  afterAll(async () => {
    await t.close();
    await pexels.close();
  });
  beforeEach(() => {
    pexels.settings.rateLimited = false;
  });

  it('answers the photos found, with their sizes and what their credit links to', async () => {
    const { agent } = await makeSignedInFamily(t);
    const response = await agent.get(`${SEARCH}?query=mountain%20lake&per_page=15&page=1`);
    expect(response.statusCode).toBe(200);
    const { photos, total_results } = response.json();
    expect(total_results).toBe(40);
    expect(photos).toHaveLength(15);
    expect(photos[0]).toEqual({
      id: 500,
      alt: 'mountain lake photo number 500',
      photographer: 'Ana Lima',
      photographer_url: `${pexels.url}/@ana-lima`,
      url: `${pexels.url}/photo/mountain-lake-500/`,
      width: 4000,
      height: 3000,
      src: {
        small: expect.stringContaining('h=130'),
        medium: expect.stringContaining('h=350'),
        large: expect.stringContaining('w=940'),
        large2x: expect.stringContaining('dpr=2'),
        original: `${pexels.url}/photos/500/pexels-photo-500.jpeg`,
      },
    });
    const asked = pexels.searches.at(-1);
    expect(asked?.searchParams.get('query')).toBe('mountain lake');
  });

  it('passes the page and the page size on, and answers the last page short', async () => {
    const { agent } = await makeSignedInFamily(t);
    const third = (await agent.get(`${SEARCH}?query=beach&per_page=15&page=3`)).json();
    expect(third.photos.map((photo: { id: number }) => photo.id)).toEqual([
      530, 531, 532, 533, 534, 535, 536, 537, 538, 539,
    ]);
    const asked = pexels.searches.at(-1);
    expect(asked?.searchParams.get('page')).toBe('3');
    expect(asked?.searchParams.get('per_page')).toBe('15');
    expect((await agent.get(`${SEARCH}?query=beach&per_page=4`)).json().photos).toHaveLength(4);
  });

  it('answers a repeated search from its cache for a day, then asks again', async () => {
    const { agent } = await makeSignedInFamily(t);
    const before = pexels.searches.length;
    const first = await agent.get(`${SEARCH}?query=forest&page=2`);
    const second = await agent.get(`${SEARCH}?query=forest&page=2`);
    expect(second.json()).toEqual(first.json());
    expect(pexels.searches.length).toBe(before + 1);

    await agent.get(`${SEARCH}?query=forest&page=1`);
    expect(pexels.searches.length).toBe(before + 2);

    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1000);
    await agent.get(`${SEARCH}?query=forest&page=2`);
    expect(pexels.searches.length).toBe(before + 3);
  });

  it('answers an empty list when nothing is found', async () => {
    const { agent } = await makeSignedInFamily(t);
    const response = await agent.get(`${SEARCH}?query=nothing%20here`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ photos: [], total_results: 0 });
  });

  it('asks for a search term', async () => {
    const { agent } = await makeSignedInFamily(t);
    for (const query of ['', '?query=', '?query=%20%20']) {
      const response = await agent.get(`${SEARCH}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please enter a search term.', code: 'invalid_request' });
    }
    expect((await agent.get(`${SEARCH}?query=cat&page=0`)).statusCode).toBe(400);
    expect((await agent.get(`${SEARCH}?query=cat&per_page=500`)).statusCode).toBe(400);
  });

  it('says the search failed when Pexels refuses it for its rate limit, and asks again next time', async () => {
    const { agent } = await makeSignedInFamily(t);
    pexels.settings.rateLimited = true;
    const refused = await agent.get(`${SEARCH}?query=sunset`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ error: 'Failed to search images.', code: 'provider_failed' });
    pexels.settings.rateLimited = false;
    expect((await agent.get(`${SEARCH}?query=sunset`)).statusCode).toBe(200);
  });

  it('is for signed-in family members, not for paired screens', async () => {
    const familyId = (await makeSignedInFamily(t)).familyId;
    const display = await makeSession(t, await makeMember(t, familyId), 'device');
    expect((await display.agent.get(`${SEARCH}?query=cat`)).statusCode).toBe(403);
    expect((await new Agent(t.app).get(`${SEARCH}?query=cat`)).statusCode).toBe(401);
  });
});

describe('stock photo search with a key Pexels refuses', () => {
  it('says the search failed', async () => {
    const pexels = await startFakePexels();
    const t = await buildTestApp('sqlite', {
      PEXELS_API_KEY: 'not-the-key',
      LUNO_PEXELS_BASE_URL: pexels.url,
    });
    try {
      const { agent } = await makeSignedInFamily(t);
      const response = await agent.get(`${SEARCH}?query=cat`);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: 'Failed to search images.', code: 'provider_failed' });
    } finally {
      await t.close();
      await pexels.close();
    }
  });
});

describe('stock photo search on a server without a Pexels key', () => {
  it('says image search is not set up, and the features answer says so too', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const { agent } = await makeSignedInFamily(t);
      const response = await agent.get(`${SEARCH}?query=cat`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_set_up' });
      expect(response.json().error).toMatch(/^Image search is not set up on this server\./);
      expect((await agent.get('/api/features')).json().pexels).toBe(false);
    } finally {
      await t.close();
    }
  });
});
