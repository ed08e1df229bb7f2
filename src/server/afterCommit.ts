import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload'

type TransactionID = number | string
type Task = () => Promise<void> | void

/** Work waiting for a transaction to commit, by transaction; dropped when it rolls back. */
const waiting = new Map<TransactionID, Task[]>()
const patched = new WeakSet<BaseDatabaseAdapter>()

async function runAll(tasks: Task[]): Promise<void> {
  for (const task of tasks) {
    try {
      await task()
    } catch (error) {
      console.error('A task after a commit failed:', error)
    }
  }
}

/**
 * The database adapter, whose commit then runs the work `afterCommit` left for that
 * transaction, and whose rollback drops it. Payload runs a document's hooks inside the
 * transaction of its save: work that must see the saved data from outside (expiring cached
 * pages, which a visitor may render again at once) waits for the commit.
 */
export function withAfterCommit(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      if (patched.has(db)) return db
      patched.add(db)
      const commit = db.commitTransaction.bind(db)
      const rollback = db.rollbackTransaction.bind(db)
      db.commitTransaction = async (incoming) => {
        const id = await incoming
        try {
          await commit(id)
        } finally {
          const tasks = waiting.get(id)
          waiting.delete(id)
          if (tasks) await runAll(tasks)
        }
      }
      db.rollbackTransaction = async (incoming) => {
        const id = await incoming
        waiting.delete(id)
        await rollback(id)
      }
      return db
    },
  }
}

/**
 * Runs `task` once the request's transaction has committed, or now when the request holds no
 * transaction (or the adapter was not wrapped by withAfterCommit).
 */
export async function afterCommit(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'> | undefined,
  task: Task,
): Promise<void> {
  const id = await req?.transactionID
  if (id === undefined || id === null || !req || !patched.has(req.payload.db)) {
    await task()
    return
  }
  const tasks = waiting.get(id)
  if (tasks) tasks.push(task)
  else waiting.set(id, [task])
}
