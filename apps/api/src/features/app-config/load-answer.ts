import type { FastifyReply } from 'fastify';
import { currentUserSchema, type CurrentUser } from '@marginalia/contracts/app-config/app-config.contract';

export const LOAD_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The load's answer as the response serializer writes `loadResponseSchema` (the same bytes), around the
 * application's JSON written once per settings version: only the user is serialized per request.
 */
export function loadAnswerJson(applicationJson: string, user: CurrentUser): string {
  return `{"application":${applicationJson},"user":${JSON.stringify(currentUserSchema.encode(user))}}`;
}

/** Sends JSON text written here as it is (the response serializer would write it again). */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(LOAD_CONTENT_TYPE).send(json);
}
