import type { FastifyReply } from 'fastify';
import { currentUserSchema, type Application, type CurrentUser } from '@marginalia/contracts/app-config/app-config.contract';
import type { AnswerStart } from './application-cache';

export const LOAD_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The load's answer as the response serializer writes `loadResponseSchema` (the same bytes), around the
 * application's JSON written once per settings version: only the user is serialized per request.
 */
export function loadAnswerJson(applicationJson: string, user: CurrentUser): string {
  return `{"application":${applicationJson},"user":${JSON.stringify(currentUserSchema.encode(user))}}`;
}

/**
 * A signed-in answer: the cached bytes (ApplicationCache.answerStart) around the user's preferred group
 * (its fields written in the contract's order, as the serializer would), then the user.
 */
export function signedInAnswer(answerStart: AnswerStart, preferredGroup: Application['preferredGroup'], user: CurrentUser): Buffer {
  const group = preferredGroup ? { code: preferredGroup.code, greetingText: preferredGroup.greetingText, discountUsed: preferredGroup.discountUsed } : null;
  return Buffer.concat([answerStart.head, Buffer.from(JSON.stringify(group)), answerStart.tail, Buffer.from(`${JSON.stringify(currentUserSchema.encode(user))}}`)]);
}

/** Sends JSON written here as it is (the response serializer would write it again). */
export function sendJsonBytes(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type(LOAD_CONTENT_TYPE).send(json);
}
