import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, when it is answered, with what Fastify writes in two (the request as it came, then
 * its answer): under load that is half the log writes, and a line still names the method, the route, the
 * status and the time. The other log lines (errors, a route not found) are Fastify's own.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
