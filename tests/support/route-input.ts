import { routes, type RouteInput, type RouteName } from '../../core/contract';
import { parseRouteInput, type RawRouteInput } from '../../core/contract/parse-input';

/** A call's input as the dispatcher hands it to a use case: read by the route's schemas, as sent. */
export const inputOf = <N extends RouteName>(name: N, call: RawRouteInput): RouteInput<(typeof routes)[N]> => parseRouteInput(routes[name], call);

/** A body as the dispatcher hands it to a use case, for a route without path parameters (else `inputOf`). */
export const bodyOf = <N extends RouteName>(name: N, body: unknown) => inputOf(name, { body }).body;
