/**
 * Runs the given tasks one after another, whatever the number of callers: the grammar check reads one
 * document at a time in a process. The language engine checks one text at a time anyway (its pool has one
 * worker), so reading several at once would only add threads that compete with the server's own thread
 * for the cores — the application's answers slowed down while twenty manuscripts were read together — and
 * start analysis workers beyond the one kept warm.
 */
export class OneAtATime {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
