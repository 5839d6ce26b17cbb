import type { AnswerOf, CallArgs, RouteName } from '../../contract';

/**
 * The shop's REST API as the browser's screens call it: any route of the contract by its name,
 * with a request and an answer typed by the route's schemas. Failures carry a `type`.
 */
export interface ShopApi {
  call<N extends RouteName>(name: N, ...request: CallArgs<N>): Promise<AnswerOf<N>>;
}
