/** Port of the versions fixture site (scripts/versions-fixture.ts): E2E_VERSIONS_PORT, else E2E_PORT + 500. */
export const VERSIONS_PORT = Number(process.env.E2E_VERSIONS_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 500);
export const VERSIONS_URL = `http://localhost:${VERSIONS_PORT}`;
