import { categoryTree, type Category, type CategoryNode } from '../../core/domain/category';
import { Button } from '../components/button';
import { cx } from '../components/cx';
import { PATH_SEPARATOR } from './category-choices';

export interface CategoryActions {
  onRename(category: Category): void;
  onMove(category: Category): void;
  onDelete(category: Category): void;
}

export interface CategoryTreeProps extends CategoryActions {
  categories: readonly Category[];
}

/** The categories as lists within lists, each indented under its parent, with Rename, Move and Delete for each. */
export function CategoryTree({ categories, ...actions }: CategoryTreeProps) {
  return <CategoryLevel nodes={categoryTree(categories)} path={[]} actions={actions} />;
}

interface LevelProps {
  nodes: CategoryNode[];
  /** The names of the categories above this level, top first; empty at the top. */
  path: string[];
  actions: CategoryActions;
}

function CategoryLevel({ nodes, path, actions }: LevelProps) {
  const top = path.length === 0;
  return (
    // A list inside a list: screen readers tell its level, and the rule beside it shows what it sits under.
    <ul aria-label={top ? 'Categories' : `Under ${path.join(PATH_SEPARATOR)}`} className={top ? undefined : 'ml-2 border-l-2 border-line pl-3 sm:ml-4 sm:pl-5'}>
      {nodes.map((node) => (
        <CategoryItem key={node._id} node={node} path={path} actions={actions} />
      ))}
    </ul>
  );
}

function CategoryItem({ node, path, actions }: { node: CategoryNode; path: string[]; actions: CategoryActions }) {
  const { children, ...category } = node;
  const here = [...path, category.name];
  // Named by its path in the buttons' labels: two categories may share a name (Power tools › Saws, Hand tools › Saws).
  const named = here.join(PATH_SEPARATOR);
  return (
    <li>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line/70 py-2.5">
        <span className={cx('min-w-0 flex-1 basis-40 wrap-anywhere', path.length === 0 ? 'font-bold text-ink' : 'font-medium text-ink-soft')}>{category.name}</span>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => actions.onRename(category)} aria-label={`Rename ${named}`}>
            Rename
          </Button>
          <Button variant="secondary" size="sm" onClick={() => actions.onMove(category)} aria-label={`Move ${named}`}>
            Move
          </Button>
          <Button variant="danger" size="sm" onClick={() => actions.onDelete(category)} aria-label={`Delete ${named}`}>
            Delete
          </Button>
        </div>
      </div>
      {children.length > 0 && <CategoryLevel nodes={children} path={here} actions={actions} />}
    </li>
  );
}
