/**
 * One file upload at a time with its progress: `run(task)` gives the task a progress
 * callback and an abort signal; the upload is cancelled if the component goes away.
 */
import { useEffect, useRef, useState } from 'react'

export type UploadTask<T> = (
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<T>

export function useUpload() {
  const [percent, setPercent] = useState<number | null>(null)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  async function run<T>(task: UploadTask<T>): Promise<T> {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setPercent(0)
    try {
      return await task(setPercent, current.signal)
    } finally {
      if (controller.current === current) {
        controller.current = null
        setPercent(null)
      }
    }
  }
  return { percent, busy: percent !== null, run }
}
