/**
 * `<hire-item item-id>`: loads the item and renders its detail on a partner's page, with a
 * skeleton meanwhile, 'Item not exist' for an unknown id and a retry when the call failed.
 * Links lead to the marketplace site; a guest asked to sign in gets the sign-in dialog.
 */
import { useEffect } from 'react'
import { $config } from '../../shared/config.ts'
import { itemMessages } from '../../shared/contract/catalogue/items.ts'
import { $items, loadItem } from '../../shared/stores/catalogue/item.ts'
import { useStore } from '../runtime/use-store.ts'
import { RetryAlert } from '../ui/RetryAlert.tsx'
import { Skeleton } from '../ui/Skeleton.tsx'
import { useAuthPromptHost } from '../ui/sign-in/use-auth-prompt-host.ts'
import { ItemView, itemStyles } from './ItemView.tsx'

export interface ItemWidgetProps {
  /** the item's _id */
  itemId?: string
}

export function ItemWidget({ itemId }: ItemWidgetProps) {
  const items = useStore($items)
  const config = useStore($config)
  useAuthPromptHost()
  useEffect(() => {
    if (itemId) loadItem(itemId)
  }, [itemId])

  const state = itemId ? items[itemId] : { status: 'missing' as const }
  if (state?.status === 'ready') return <ItemView item={state.item} siteBase={config.siteUrl} />
  return (
    <div className="hire-widget hire-item-root">
      <style>{itemStyles}</style>
      {state?.status === 'missing' ? (
        <p className="hire-item-state" role="alert">
          {itemMessages.notFound}
        </p>
      ) : state?.status === 'error' ? (
        <RetryAlert
          className="hire-item-state"
          message={state.message}
          onRetry={() => itemId && loadItem(itemId)}
          label="Try again"
        />
      ) : (
        <div className="hire-item-state" role="status" aria-label="Loading item">
          <Skeleton height="18rem" />
          <Skeleton height="2rem" width="60%" />
          <Skeleton height="1rem" count={4} />
        </div>
      )}
    </div>
  )
}

export default ItemWidget
