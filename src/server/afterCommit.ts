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

type TransactionRequest = Pick<PayloadRequest, 'payload' | 'transactionID'>

/**
 * The id of the transaction `req` is in, or null when it is in none. Only a string or number
 * names a transaction, and only while the adapter still holds its session: SQLite's adapter
 * opens none and leaves a promise of null as the id, which Payload's dataloader turns into `{}`
 * as soon as a relationship is populated with the request (it round-trips the id through
 * JSON). Work waiting for that "transaction" would wait for a commit that never comes.
 */
async function openTransactionID(req: TransactionRequest): Promise<TransactionID | null> {
  const id = await req.transactionID
  if (typeof id !== 'string' && typeof id !== 'number') return null
  const sessions = (req.payload.db as { sessions?: Record<string, unknown> }).sessions
  return !sessions || sessions[String(id)] ? id : null
}

/**
 * Runs `task` once the request's transaction has committed, or now when the request holds no
 * transaction (or the adapter was not wrapped by withAfterCommit).
 */
export async function afterCommit(req: TransactionRequest | undefined, task: Task): Promise<void> {
  const id = req ? await openTransactionID(req) : null
  if (id === null || !req || !patched.has(req.payload.db)) {
    await task()
    return
  }
  const tasks = waiting.get(id)
  if (tasks) tasks.push(task)
  else waiting.set(id, [task])
}
