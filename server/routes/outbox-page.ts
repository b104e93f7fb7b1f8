/**
 * GET /sandbox/outbox: the outbox as a plain HTML page for people trying the sandbox
 * (codes they would have received by email or SMS). Every value is escaped by hono/html.
 */
import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import { outboxQuery } from '../../shared/contract/core/sandbox.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { readQuery } from '../http/validate.ts'
import { readOutbox } from '../services/outbox.ts'

const styles = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}
td.code{font:700 1.25rem monospace;letter-spacing:.2em}pre{white-space:pre-wrap;margin:0;font:inherit}
form{display:flex;gap:.5rem;align-items:end;margin:1rem 0}input{font:inherit;padding:.25rem .5rem}
button{font:inherit;padding:.25rem .75rem}`

export function outboxPage(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.get('/outbox', async (c) => {
    const query = readQuery(c, outboxQuery)
    const { list, total } = await readOutbox(deps.db, { to: query.to, limit: query.limit ?? 100 })
    const rows = list.map(
      (message) => html`<tr>
        <td><time datetime="${message.created}">${message.created.replace('T', ' ').slice(0, 19)}</time></td>
        <td>${message.channel === 'sms' ? 'SMS' : 'Email'}</td>
        <td>${message.to}</td>
        <td>${message.subject}</td>
        <td class="code">${message.code ?? ''}</td>
        <td><pre>${message.body}</pre></td>
      </tr>`,
    )
    const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox outbox</title>
<style>${raw(styles)}</style>
</head>
<body>
<main>
<h1>Sandbox outbox</h1>
<p>Emails and SMS messages the sandbox would have sent, newest first. Nothing here left this server.</p>
<form method="get" action="">
  <div><label for="to">Email or phone number (+61…)</label><br>
  <input id="to" name="to" type="text" value="${query.to ?? ''}" autocomplete="off"></div>
  <button type="submit">Show messages</button>
</form>
${
  list.length === 0
    ? html`<p role="status">No messages${query.to ? html` for ${query.to}` : ''} yet.</p>`
    : html`<table>
<caption>${total} message${total === 1 ? '' : 's'}${query.to ? html` to ${query.to}` : ''}</caption>
<thead><tr><th scope="col">Sent (UTC)</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Code</th><th scope="col">Message</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
}
</main>
</body>
</html>`
    c.header('cache-control', 'no-store')
    c.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    )
    c.header('x-content-type-options', 'nosniff')
    return c.html(page)
  })

  return routes
}
