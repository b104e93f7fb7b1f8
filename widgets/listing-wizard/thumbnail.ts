/**
 * A video's thumbnail, made in the browser: the first frame (at 0.1 s) drawn on a canvas
 * as a JPEG. Null when the browser cannot decode the video (the upload goes on without).
 */
export function videoThumbnail(file: Blob, timeoutMs = 8000): Promise<Blob | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const video = document.createElement('video')
    let done = false
    const finish = (blob: Blob | null) => {
      if (done) return
      done = true
      URL.revokeObjectURL(url)
      resolve(blob)
    }
    const timer = setTimeout(() => finish(null), timeoutMs)
    video.muted = true
    video.preload = 'metadata'
    video.onerror = () => finish(null)
    video.onloadeddata = () => {
      video.currentTime = Math.min(0.1, video.duration || 0)
    }
    video.onseeked = () => {
      clearTimeout(timer)
      const canvas = document.createElement('canvas')
      canvas.width = video.videoWidth || 640
      canvas.height = video.videoHeight || 360
      const context = canvas.getContext('2d')
      if (!context) return finish(null)
      context.drawImage(video, 0, 0, canvas.width, canvas.height)
      canvas.toBlob((blob) => finish(blob), 'image/jpeg', 0.8)
    }
    video.src = url
  })
}
