import { lazy, Suspense, useRef, useState } from 'react';
import { parseRowId } from '../../common/ids';
import type { ComponentOfType } from '../../common/schemas/component';
import type { ShoppingItem } from '../../common/schemas/shopping';
import { errorMessage } from '../../web/api/client';
import { useRemoveShoppingItem, useShoppingCategories, useShoppingItems } from '../../web/api/shopping';
import { useWallTouch } from '../../web/board/wallTouch';
import { SHOPPING_SCROLL_HEIGHT_PX, scrollHeight } from '../../web/data-ui/boardWidgets';
import { MoreRows, useRowsPastEnd } from '../../web/data-ui/MoreRows';
import { groupByAisle, hasAisles, inAisleOrder } from '../../web/data-ui/shoppingAisles';
import { useT } from '../../web/i18n/useT';
import type { WidgetViewProps } from '../views';
import '../../web/data-ui/board-widgets.css';

// Loaded on the first tick, so a board that is only looked at never fetches the dialog code.
const RemoveShoppingItemDialog = lazy(async () => ({
  default: (await import('../../web/data-ui/RemoveShoppingItemDialog')).RemoveShoppingItemDialog,
}));
// The wall's large input, loaded on the first tap of Add.
const WallAddItemDialog = lazy(async () => ({
  default: (await import('../../web/data-ui/WallAddItemDialog')).WallAddItemDialog,
}));

/**
 * The first items of a shopping list in the family's aisle order, under their aisles' names; with
 * interactions allowed, an item can be ticked off the board. On a paired screen's touch board, a
 * tap ticks at once (undoable for five seconds) and Add opens a large input.
 */
export function ShoppingView({ component, interactive }: WidgetViewProps<ComponentOfType<'shopping'>>) {
  const config = component.shoppingConfig;
  const listId = parseRowId(config.listId);
  const items = useShoppingItems(listId);
  const categories = useShoppingCategories();
  const remove = useRemoveShoppingItem(listId ?? 0);
  const wall = useWallTouch();
  const [removing, setRemoving] = useState<ShoppingItem | null>(null);
  const [adding, setAdding] = useState(false);
  const scroller = useRef<HTMLUListElement>(null);
  const hidden = useRowsPastEnd(scroller, '.shopping-widget__item');
  const t = useT();

  if (config.listId === null) {
    return <p className="board-card__message">{t('shop.none')}</p>;
  }
  if (listId === null) return <p className="board-card__message">{t('shop.missing')}</p>;
  // The list waits for its aisles rather than drawing once unsorted and then moving.
  if (items.isPending || categories.isPending) return null;
  if (items.isError) {
    return <p className="board-card__message">{errorMessage(items.error, t('shop.failed'))}</p>;
  }

  const canTick = interactive && config.allowInteractions;
  const onWall = wall !== null && canTick;
  const padding = `${config.padding}px`;
  // A family whose categories cannot be read sees its list in its own order.
  const aisles = categories.data ?? [];
  // Ticked items (in the cart, ticked on a phone) sink below the rest of their aisle, struck through.
  const sunk = [
    ...items.data.filter((item) => !item.isComplete),
    ...items.data.filter((item) => item.isComplete),
  ];
  const shown = inAisleOrder(sunk, aisles).slice(0, config.itemsToDisplay);

  const row = (item: ShoppingItem) => {
    const ticked = wall?.waiting.has(`shopping:${item.id}`) ?? false;
    return (
      <li
        key={item.id}
        className={
          ticked || item.isComplete
            ? 'shopping-widget__item shopping-widget__item--ticked'
            : 'shopping-widget__item'
        }
      >
        {canTick ? (
          <button
            type="button"
            className="shopping-widget__tick"
            style={{ padding }}
            aria-label={t('shop.tick', { item: item.item })}
            aria-pressed={onWall ? ticked : undefined}
            onClick={() => tick(item)}
          >
            <span className="shopping-widget__box" aria-hidden="true" />
            <span className="shopping-widget__label">{item.item}</span>
          </button>
        ) : (
          <span className="shopping-widget__text" style={{ padding }}>
            <span className="shopping-widget__label">{item.item}</span>
          </span>
        )}
      </li>
    );
  };

  function tick(item: ShoppingItem) {
    if (!wall) return setRemoving(item);
    wall.later({
      key: `shopping:${item.id}`,
      label: t('shop.ticked', { item: item.item }),
      failure: t('shop.tickFailed', { item: item.item }),
      commit: () => remove.mutateAsync(item.id),
    });
  }

  return (
    <div className={onWall ? 'shopping-widget-frame shopping-widget-frame--wall' : 'shopping-widget-frame'}>
      {onWall && (
        <button
          type="button"
          className="board-widget-button board-widget-button--wall"
          onClick={() => setAdding(true)}
        >
          <span aria-hidden="true">+</span> {t('shop.add')}
        </button>
      )}
      {items.data.length === 0 ? (
        <p className="board-card__message">{t('shop.empty')}</p>
      ) : (
        <ul
          ref={scroller}
          className={hidden > 0 ? 'shopping-widget board-scroll--more' : 'shopping-widget'}
          style={{ maxHeight: scrollHeight(SHOPPING_SCROLL_HEIGHT_PX) }}
          // Without tick buttons nothing inside takes focus, so the list itself does: a long list
          // can then be scrolled by keyboard too.
          tabIndex={canTick ? undefined : 0}
          aria-label={canTick ? undefined : t('shop.items')}
        >
          {hasAisles(shown, aisles)
            ? groupByAisle(shown, aisles).map(({ category, items: aisle }) => (
                <li key={category?.id ?? 'none'} className="shopping-widget__group">
                  <h3 className="shopping-widget__aisle" style={{ paddingInline: padding }}>
                    {category?.name ?? t('shop.otherAisle')}
                  </h3>
                  <ul className="shopping-widget__aisle-items">{aisle.map(row)}</ul>
                </li>
              ))
            : shown.map(row)}
        </ul>
      )}
      <MoreRows count={hidden} />
      <Suspense fallback={null}>
        {removing && listId !== null && (
          <RemoveShoppingItemDialog listId={listId} item={removing} onClose={() => setRemoving(null)} />
        )}
        {adding && listId !== null && <WallAddItemDialog listId={listId} onClose={() => setAdding(false)} />}
      </Suspense>
    </div>
  );
}
