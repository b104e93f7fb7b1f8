/**
 * Notices when the API's shared content changed. The API keeps a version in its database
 * that triggers bump on every write to what the home page shows (any API process, any site
 * process sees it: server/db/migrations, `content_version`); this asks for it at most once
 * every `everyMs`, concurrent callers sharing the one question, and calls `onChange` when
 * it moved. A failed question changes nothing: the cache keeps serving what it has.
 */

export interface VersionWatch {
  /** Resolves once the version is known to be at most `everyMs` old (or could not be read). */
  check(): Promise<void>
}

export interface VersionWatchOptions {
  read: () => Promise<string>
  onChange: () => void
  everyMs: number
  now?: () => number
}

export function versionWatch({
  read,
  onChange,
  everyMs,
  now = Date.now,
}: VersionWatchOptions): VersionWatch {
  let known: string | undefined
  let askedAt = Number.NEGATIVE_INFINITY
  let asking: Promise<void> | undefined

  async function ask(): Promise<void> {
    try {
      const version = await read()
      // The first answer counts as a change too: entries loaded while it was unknown go.
      if (version !== known) onChange()
      known = version
    } catch {
      // Unknown this time; the next check asks again.
    }
  }

  return {
    check() {
      if (asking) return asking
      if (now() - askedAt < everyMs) return Promise.resolve()
      askedAt = now()
      asking = ask().finally(() => {
        asking = undefined
      })
      return asking
    },
  }
}
