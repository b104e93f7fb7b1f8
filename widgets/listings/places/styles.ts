/** The islands' styles: the shared look, item cards, and this folder's own. */
import itemCardCss from '../../ui/item-card.css?inline'
import uiCss from '../../ui/ui.css?inline'
import placesCss from './places.css?inline'

export const placesStyles = uiCss + itemCardCss + placesCss
