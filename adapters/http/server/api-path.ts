/** Whether a request's URL is the API's (answered in JSON) rather than a page or a file. */
export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
