// Temporary: the shared config with its own data folder, so parallel runs do not collide.
import base from './playwright.config.ts'

const servers = Array.isArray(base.webServer) ? base.webServer : []
export default {
  ...base,
  outputDir: 'test-results-account',
  reporter: [['line']],
  webServer: servers.map((server, index) =>
    index === 0
      ? { ...server, env: { ...server.env, DATA_DIR: '.data/e2e-account/pglite', MEDIA_DIR: '.data/e2e-account/media' } }
      : server,
  ),
}
