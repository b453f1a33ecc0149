// GET /api/export-my-data: everything stored about the signed-in account, as a JSON file. The browser
// downloads it from a plain link: no fetcher.

export const EXPORT_MY_DATA_URL = '/api/export-my-data';
