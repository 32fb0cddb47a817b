import type { FastifyInstance, FastifyRequest } from 'fastify';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Context, Span } from '@opentelemetry/api';
import { tracer } from './tracing-spans';

// the semantic conventions' names, written out: this module loads with the app, traced or not, and
// an untraced process loads nothing of OpenTelemetry but its API
const ATTR_HTTP_REQUEST_METHOD = 'http.request.method';
const ATTR_HTTP_RESPONSE_STATUS_CODE = 'http.response.status_code';
const ATTR_HTTP_ROUTE = 'http.route';
const ATTR_URL_PATH = 'url.path';

interface TRequestSpan {
  span: Span;
  context: Context;
}

const spans = new WeakMap<FastifyRequest, TRequestSpan>();

function end(request: FastifyRequest) {
  spans.get(request)?.span.end();
  spans.delete(request);
}

/** The path of a request URL, without its query string (which may carry tokens or what someone typed). */
function pathOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? url : url.slice(0, at);
}

/**
 * One SERVER span per request, `METHOD route-template`, continuing the caller's trace when the request
 * carries a W3C `traceparent`. The span is made the active context in onRequest (the route's guard runs
 * in it) and again in preHandler, as reading a body resumes outside it; the handler and what it awaits
 * (statements, the ranking) nest under it.
 */
export function registerTracingHooks(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer().startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          [ATTR_HTTP_REQUEST_METHOD]: request.method,
          [ATTR_URL_PATH]: pathOf(request.url),
          ...(route ? { [ATTR_HTTP_ROUTE]: route } : {}),
        },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    spans.set(request, { span, context: active });
    context.with(active, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const traced = spans.get(request);
    if (traced) context.with(traced.context, done);
    else done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const traced = spans.get(request);
    if (traced) {
      traced.span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode);
      if (reply.statusCode >= 500) {
        traced.span.setAttribute('error.type', String(reply.statusCode));
        traced.span.setStatus({ code: SpanStatusCode.ERROR });
      }
      end(request);
    }
    done();
  });
  // a client that went away before the answer gets no onResponse
  app.addHook('onRequestAbort', (request, done) => {
    spans.get(request)?.span.setAttribute('error.type', 'aborted');
    end(request);
    done();
  });
}
