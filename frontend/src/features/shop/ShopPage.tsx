/** /shop: search, category and sort in the address, server-side sort and pages. */
import { useLanguage, useTexts } from '../../i18n';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProductSort } from '@freakdrop/contract';
import { LIMITS, PRODUCT_SORTS } from '@freakdrop/contract';
import { PAGE_TEXT } from '../../i18n/pageText';
import { SHELL_TEXT } from '../../components/texts';
import { PRODUCT_SORT_LABELS, SHOP_TEXT } from './texts';
import { apiErrorText } from '../../app/apiError';
import { useGetCategoriesQuery, useGetProductsQuery } from '../../app/catalogApi';
import { CloseIcon, SearchIcon } from '../../components/Icons';
import { ProductCard, ProductGridSkeleton } from '../../components/ProductCard';
import { usePageTitle } from '../../components/usePageTitle';
import type { ShopFilters } from './shopParams';
import {
  changeFilters,
  matchCategory,
  pageNumbers,
  readShopParams,
  shopQuery,
  writeShopParams,
} from './shopParams';

export const SEARCH_DEBOUNCE_MS = 300;

const FILTERS_FORM = 'shop-filters';

/** A page button submits the filters form with its page: it works without JavaScript too. */
function pageSubmit(page: number) {
  return { type: 'submit', form: FILTERS_FORM, name: 'page', value: String(page) } as const;
}

/** An active filter, removed by its button. */
function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  const text = useTexts(SHOP_TEXT);
  return (
    <li>
      <button
        type="button"
        className="chip"
        onClick={onRemove}
        aria-label={text.removeFilter(label)}
      >
        {label} <CloseIcon size={16} />
      </button>
    </li>
  );
}

export function ShopPage() {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(SHOP_TEXT);
  const page = lang.t(PAGE_TEXT);
  const sortLabels = lang.t(PRODUCT_SORT_LABELS);
  const [params, setParams] = useSearchParams();
  const filters = readShopParams(params);
  const { data: categories } = useGetCategoriesQuery();
  const category = matchCategory(categories, filters.category);
  const { data, isFetching, isError, error } = useGetProductsQuery(shopQuery(filters));

  const apply = (change: Partial<ShopFilters>) =>
    setParams(writeShopParams(changeFilters(filters, change)));

  // The search box follows the address (back button, chips) and writes to it after a pause.
  const [searchInput, setSearchInput] = useState(filters.search);
  const [searchInAddress, setSearchInAddress] = useState(filters.search);
  if (searchInAddress !== filters.search) {
    setSearchInAddress(filters.search);
    setSearchInput(filters.search);
  }
  useEffect(() => {
    if (searchInput.trim() === filters.search.trim()) return;
    const timer = window.setTimeout(
      // From the address as it is then, so a filter changed meanwhile is kept.
      () =>
        setParams((current) =>
          writeShopParams(changeFilters(readShopParams(current), { search: searchInput })),
        ),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [searchInput, filters.search, setParams]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [filters.page]);

  const heading =
    (category && lang.name(category)) ?? (filters.featured ? page.saleItems : page.shopTitle);
  usePageTitle(heading);

  const total = data?.total ?? 0;
  const totalPages = Math.ceil(total / LIMITS.shopPageSize);
  const filtered = Boolean(filters.search || filters.category || filters.featured);
  const clearFilters = () => setParams(new URLSearchParams());

  return (
    <div className="page shop">
      <h1 className="page-title display">{heading}</h1>

      {/* Without JavaScript this is a plain GET form: search, category, sort and the page
          buttons (which submit it with their page) all work as links would. */}
      <form
        id={FILTERS_FORM}
        className="filters"
        role="search"
        method="get"
        action="/shop"
        onSubmit={(e) => e.preventDefault()}
      >
        {/* The form's default button: Enter in the search box submits with it (not with a
            page button, which would also change the page). */}
        <button type="submit" hidden tabIndex={-1} />
        <div className="field field--search">
          <label htmlFor="shop-search" className="sr-only">
            {text.searchLabel}
          </label>
          <SearchIcon />
          <input
            id="shop-search"
            name="search"
            type="search"
            value={searchInput}
            maxLength={LIMITS.searchMax}
            placeholder={text.searchPlaceholder}
            onChange={(e) => setSearchInput(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="shop-category">{text.categoryLabel}</label>
          <select
            id="shop-category"
            name="category"
            value={category?.slug ?? (categories ? '' : filters.category)}
            onChange={(e) => apply({ category: e.target.value })}
          >
            <option value="">{text.allCategories}</option>
            {!categories && filters.category && (
              <option value={filters.category}>{filters.category}</option>
            )}
            {categories?.map((c) => (
              <option key={c.id} value={c.slug}>
                {lang.name(c)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="shop-sort">{text.sortLabel}</label>
          <select
            id="shop-sort"
            name="sort"
            value={filters.sort}
            onChange={(e) => apply({ sort: e.target.value as ProductSort })}
          >
            {PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="btn btn--primary">
            {text.applyFilters}
          </button>
        </noscript>
      </form>

      {filtered && (
        <ul className="chips" aria-label={text.activeFilters}>
          {filters.search && (
            <Chip label={text.searchChip(filters.search)} onRemove={() => apply({ search: '' })} />
          )}
          {filters.category && (
            <Chip
              label={(category && lang.name(category)) ?? filters.category}
              onRemove={() => apply({ category: '' })}
            />
          )}
          {filters.featured && (
            <Chip label={text.featuredChip} onRemove={() => apply({ featured: false })} />
          )}
        </ul>
      )}

      {/* The cards' titles are h3: this keeps the heading levels in order. */}
      <h2 className="sr-only">{text.productsHeading}</h2>
      <p className="results-count" role="status">
        {isFetching || !data ? shell.loading : text.showing(data.products.length, total)}
      </p>

      {isFetching || (!data && !isError) ? (
        <ProductGridSkeleton count={8} />
      ) : data && data.products.length > 0 ? (
        <div className="grid">
          {data.products.map((p, i) => (
            <ProductCard key={p.id} product={p} priority={i < 2} />
          ))}
        </div>
      ) : isError ? (
        <div className="empty" role="alert">
          <p className="empty__title">{apiErrorText(error, lang)}</p>
        </div>
      ) : (
        <div className="empty">
          <p className="empty__title">{filtered ? text.noProducts : text.comingSoon}</p>
          {filtered && <p className="muted">{text.noProductsHint}</p>}
          <button type="button" className="btn btn--primary" onClick={clearFilters}>
            {text.clearFilters}
          </button>
        </div>
      )}

      {totalPages > 1 && !isFetching && (
        <nav className="pagination" aria-label={text.pagination}>
          <button
            {...pageSubmit(filters.page - 1)}
            className="pagination__btn"
            disabled={filters.page <= 1}
            onClick={() => apply({ page: filters.page - 1 })}
          >
            {text.previousPage}
          </button>
          {pageNumbers(filters.page, totalPages).map((n) => (
            <button
              {...pageSubmit(n)}
              key={n}
              className="pagination__btn"
              aria-current={n === filters.page ? 'page' : undefined}
              aria-label={text.goToPage(n)}
              onClick={() => apply({ page: n })}
            >
              {n}
            </button>
          ))}
          <button
            {...pageSubmit(filters.page + 1)}
            className="pagination__btn"
            disabled={filters.page >= totalPages}
            onClick={() => apply({ page: filters.page + 1 })}
          >
            {text.nextPage}
          </button>
        </nav>
      )}
    </div>
  );
}
