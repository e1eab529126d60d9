import type { EventReader, Position } from '../../events/event-store';
import { batchStream } from '../../events/streams';
import type { CommandHandler } from '../command-handler';
import type { CommandResult } from '../command-request';
import type { CommandOrigin } from '../command-origin';
import { type BatchCommand, type BatchState, batchDecider, uploaderOf } from './batch-decider';

/** Folds a batch's stream: its phase and uploader, straight from the log (read models may lag). */
export async function loadBatch(events: EventReader, batchId: string): Promise<BatchState> {
  const history = await events.readStream(batchStream(batchId));
  return history.reduce(batchDecider.evolve, batchDecider.initialState());
}

/** A command by the uploader's own request (start, accept, abort a failed upload). */
export function uploadCommand(
  handler: CommandHandler,
  origin: CommandOrigin,
  command: BatchCommand,
): Promise<CommandResult<BatchState>> {
  return handler.handle({ streamId: batchStream(command.batchId), decider: batchDecider, command, origin });
}

/**
 * A system decision on a batch (complete it, abort a stale upload), taken on
 * behalf of the uploader: its events carry the upload's actor and request id.
 * Returns the position written, or null when there was nothing to do (the
 * step was already taken, possibly by another process).
 */
export async function onBehalfOfUploader(handler: CommandHandler, command: BatchCommand): Promise<Position | null> {
  const result = await handler.handle({
    streamId: batchStream(command.batchId),
    decider: batchDecider,
    command,
    origin: uploaderOf,
  });
  return result.position;
}
