import { expect, it } from 'vitest'
import { basic, describeApi } from './harness.ts'

// Partner pages get CORS once their origin is configured (PARTNER_ORIGINS).
const partner = { server: { partnerOrigins: ['https://partner.example.com'] } }

describeApi(
  'http',
  (api) => {
    it('answers CORS preflight for partner pages', async () => {
      const response = await fetch(`${api().origin}/api/v1/items`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://partner.example.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'authorization, content-type, x-api-key, platform, timezone, idempotency-key',
        },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(
        'https://partner.example.com',
      )
      const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? ''
      for (const header of [
        'authorization',
        'content-type',
        'x-api-key',
        'platform',
        'timezone',
        'idempotency-key',
      ]) {
        expect(allowed).toContain(header)
      }
      const methods = response.headers.get('access-control-allow-methods') ?? ''
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
        expect(methods).toContain(method)
    })

    it('sets the CORS origin on answers, errors included', async () => {
      const origin = 'https://partner.example.com'
      const ok = await api().call('/items/categories?chunk=1', { headers: { origin } })
      expect(ok.headers.get('access-control-allow-origin')).toBe(origin)
      const denied = await api().call('/items/categories', {
        headers: { origin, 'x-api-key': 'wrong' },
      })
      expect(denied.status).toBe(401)
      expect(denied.headers.get('access-control-allow-origin')).toBe(origin)
    })

    it('answers unknown paths with 404 JSON', async () => {
      const unknown = await api().call('/no/such/route')
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toEqual({
        statusCode: 404,
        message: 'Not found: GET /api/v1/no/such/route',
      })
      const outside = await fetch(`${api().origin}/index.html`)
      expect(outside.status).toBe(404)
      expect((await outside.json()).statusCode).toBe(404)
    })

    it('serves media with a content type and CORS, and nothing outside the media folder', async () => {
      const banner = await api().get<{ webMedia: { url: string }[] }>('/user/banner/home')
      const url = banner.webMedia[0]?.url ?? ''
      const image = await fetch(url, { headers: { origin: 'https://partner.example.com' } })
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/jpeg')
      expect(image.headers.get('access-control-allow-origin')).toBeTruthy()
      const bytes = new Uint8Array(await image.arrayBuffer())
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
      for (const path of [
        '/media/..%2F..%2Fpackage.json',
        '/media/%2e%2e/%2e%2e/etc/passwd',
        '/media/nope.svg',
        '/media/%E0%A4%A',
      ]) {
        const response = await fetch(`${api().origin}${path}`)
        expect(response.status).toBe(404)
      }
    })

    it('never answers 500 to bad input', async () => {
      const paths = [
        '/items?limit=abc',
        '/items?limit=0',
        '/items?limit=1e3',
        '/items?pageNo=-1',
        '/items?latitude=north&longitude=1',
        '/items?latitude=91&longitude=151',
        '/items?latitude=-33.8',
        '/items?categoryId=not-a-uuid',
        '/items?subCategoryIds=a,b',
        '/items?tags=%00',
        '/items?startDate=yesterday',
        '/items?startDate=1700000000&endDate=1700000001',
        '/items?startDate=1900000000000&endDate=1800000000000',
        '/items?endDate=1900000000000',
        '/items?startPrice=100&endPrice=10',
        '/items?startPrice=-5',
        '/items?startPrice=1e300',
        '/items?endPrice=Infinity',
        '/items?search=%00',
        '/items?search=kayak%00',
        '/items?sortOn=5',
        '/items?sortOn=9',
        '/items?instantBooking=maybe',
        '/items?itemCategoryType=3',
        `/items?search=${'x'.repeat(300)}`,
        '/items/categories?chunk=abc',
        '/items/categories?pageNo=0',
        '/items/popular-items?latitude=x&longitude=y',
        '/items/suggestions',
        '/items/suggestions?search=',
        '/users/destination-city?topDestination=perhaps',
        '/user/adventure/stories?storyType=ANY',
        '/user/adventure/stories?limit=999',
        '/content',
        '/content?type=3',
        '/places/autocomplete',
        '/places/autocomplete?input=syd&limit=50',
        '/places/details',
      ]
      for (const path of paths) {
        const response = await api().call(path)
        const body = await response.json()
        expect(response.status, path).toBe(400)
        expect(body.statusCode, path).toBe(400)
        expect(typeof body.message, path).toBe('string')
        expect(body.message.length, path).toBeGreaterThan(5)
      }
    })

    it('names the field in validation messages', async () => {
      const cases: [string, string][] = [
        ['/items?limit=abc', 'limit must be a whole number (got "abc")'],
        ['/items?limit=500', 'limit must be at most 100 (got "500")'],
        ['/items?categoryId=nope', 'categoryId must be a valid id (got "nope")'],
        ['/items?latitude=95&longitude=1', 'latitude must be at most 90 (got "95")'],
        ['/items?latitude=-33.8', 'latitude and longitude must be given together'],
        ['/items?startPrice=100&endPrice=10', 'startPrice must not be greater than endPrice'],
        [
          '/user/adventure/stories?storyType=ANY',
          'storyType must be one of FOR_YOU, POPULAR, NEW, OUR_PICK (got "ANY")',
        ],
        ['/content', 'type is required'],
      ]
      for (const [path, message] of cases) {
        const response = await api().call(path)
        expect(await response.json(), path).toEqual({ statusCode: 400, message })
      }
    })

    it('refuses NUL characters and oversized bodies in JSON with 400 and 413', async () => {
      const nul = await api().call('/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'hirer@example.com\u0000', password: 'Password1' }),
      })
      expect(await nul.json()).toEqual({
        statusCode: 400,
        message: 'email contains an invalid character',
      })
      const huge = await api().call('/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
      })
      expect(huge.status).toBe(413)
      expect(await huge.json()).toEqual({ statusCode: 413, message: 'Request body is too large' })
    })

    it('ignores unknown query parameters', async () => {
      const response = await api().call('/items?limit=2&_=123&utm_source=partner', { auth: basic })
      expect(response.status).toBe(200)
    })
  },
  partner,
)
