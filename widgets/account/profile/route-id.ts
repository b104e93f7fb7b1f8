/**
 * The `{id}` of our account routes (/profile-detail/{id}, /change-password/{id},
 * /invite-friend/{id}): the last path segment. 'in' (as in /invite-friend/in, the menu's
 * link) and an empty segment mean the signed-in user.
 */
export function routeId(pathname: string, ownId: string | undefined): string {
  const segment = decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '')
  return !segment || segment === 'in' || segment === 'me' ? (ownId ?? '') : segment
}
