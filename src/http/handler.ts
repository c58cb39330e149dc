import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../generated/openapi.js';

/** Request and response types of each operation, derived from the generated contract types. */
export type OperationId = keyof operations;
type Op<O extends OperationId> = operations[O];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

type JsonBody<O extends OperationId> = Op<O> extends { requestBody?: infer RB } ? JsonOf<NonNullable<RB>> : never;
type PathParams<O extends OperationId> = Op<O>['parameters'] extends { path?: infer P } ? NonNullable<P> : never;
type QueryParams<O extends OperationId> = Op<O>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;

type Responses<O extends OperationId> = Op<O>['responses'];
type ResponseBody<O extends OperationId, S extends keyof Responses<O>> = JsonOf<Responses<O>[S]>;
type SuccessCodes<O extends OperationId> = Extract<keyof Responses<O>, 200 | 201>;
type SuccessBody<O extends OperationId> = ResponseBody<O, SuccessCodes<O>>;

export type Request<O extends OperationId> = FastifyRequest<{
  Body: JsonBody<O>;
  Params: PathParams<O>;
  Querystring: QueryParams<O>;
}>;

/**
 * A handler answers its operation's JSON success body, or sends the answer itself
 * (binary bodies, 204) and returns the reply.
 */
type Handler<O extends OperationId> = (req: Request<O>, reply: FastifyReply) => Promise<SuccessBody<O> | FastifyReply>;

export type Handlers = { [O in OperationId]?: Handler<O> };
