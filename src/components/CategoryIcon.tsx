/**
 * A category's icon (its @ant-design/icons name, categories.icon) drawn from the static sprite
 * public/category-icons.svg: no icon code in the page's JavaScript, one cached file for all cards.
 * Decorative: the card's text names the category.
 */
export default function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" width="1em" height="1em" fill="currentColor">
      <use href={`/category-icons.svg#${encodeURIComponent(icon)}`} />
    </svg>
  );
}
