-- What each staff member chose for the admin area's views: the sales table's visible columns.
-- Kept on the server, per member: the browser's local storage holds the session's three keys only
-- (docs/product-spec.md, sections 3 and 9), and a choice made on one computer follows to the next.
create table staff_preferences (
  user_id bigint primary key references users (id) on delete cascade,
  sales_columns text[] not null,
  updated_at timestamptz not null default now()
);
