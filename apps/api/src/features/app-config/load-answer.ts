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

/** A signed-in answer: the cached bytes up to the user (ApplicationCache.answerStart), then the user. */
export function signedInAnswer(answerStart: Buffer, user: CurrentUser): Buffer {
  return Buffer.concat([answerStart, Buffer.from(`${JSON.stringify(currentUserSchema.encode(user))}}`)]);
}

/** Sends JSON written here as it is (the response serializer would write it again). */
export function sendJsonBytes(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type(LOAD_CONTENT_TYPE).send(json);
}
