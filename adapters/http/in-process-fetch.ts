import { routes, type ApiErrorBody } from '../../core/contract';
import type { Answer, Dispatch } from './dispatcher';
import { matchRoute } from './match-route';

const json = (body: ApiErrorBody, status: number) => Response.json(body, { status });

const responseOf = (answer: Answer) => {
  const text = answer.json ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
  return new Response(text, { status: answer.status, headers: { 'content-type': 'application/json; charset=utf-8', ...answer.headers } });
};

async function bodyOf(request: Request, raw: boolean): Promise<{ body?: unknown } | Response> {
  if (raw) return { body: new Uint8Array(await request.arrayBuffer()) };
  const text = await request.text();
  if (text === '') return {};
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return json({ type: 'invalid_data', message: 'The request body is not valid JSON' }, 400);
  }
}

/**
 * A fetch that hands each request to the dispatcher in this process: the API client's own code,
 * over no network. Tests use it as the second way to reach the API, and Storybook answers its
 * pages' calls with it, so both run the real core.
 */
export function inProcessFetch(dispatch: Dispatch, { address = '127.0.0.1' } = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const matched = matchRoute(request.method, url.pathname);
    if (!matched) return json({ type: 'not_found', message: 'There is no such API address' }, 404);
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
    try {
      // As over HTTP: the caller is let in, or refused, before the body is read.
      const admitted = await dispatch.admit(matched.name, { bearer, address });
      if (!('route' in admitted)) return responseOf(admitted);
      const read = await bodyOf(request, 'rawBody' in routes[matched.name]);
      if (read instanceof Response) return read;
      return responseOf(await dispatch(matched.name, { params: matched.params, query: Object.fromEntries(url.searchParams), body: read.body, bearer, address, admitted }));
    } catch {
      return json({ type: 'internal', message: 'Something went wrong on our side. Please try again.' }, 500);
    }
  };
}
