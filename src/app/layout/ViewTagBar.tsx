import { useNavigate, useLocation } from 'react-router';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDownIcon, CloseIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/hooks.ts';
import { useMenuModel } from '../menu-store.ts';
import { menuPathOf } from '../routes/menu-path.ts';
import { confirmLeavingPage } from '../unsaved-guard.ts';
import { closeAllViewTags, closeOtherViewTags, closeViewTag, useViewTags, type ViewTag } from './view-tags.ts';

/** The tabs of opened pages: click to return (as it was), × to close, menu to close others or all. */
export function ViewTagBar() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tags = useViewTags();
  const model = useMenuModel();

  const titleOf = (tag: ViewTag) => {
    const title = tag.titleId ? t(tag.titleId) : (model?.trails[menuPathOf(tag.path)]?.titles.at(-1) ?? tag.title);
    return tag.mode ? `${title} · ${t(`formMode.${tag.mode}`)}` : title;
  };

  // Closing the shown page leaves it: unsaved edits are asked about before its tag goes.
  const close = async (tag: ViewTag) => {
    const active = tag.path === pathname;
    if (active && !(await confirmLeavingPage())) return;
    const next = closeViewTag(tag.path);
    if (active) void navigate(next);
  };
  const closeAll = async () => {
    if (!(await confirmLeavingPage())) return;
    closeAllViewTags();
    void navigate('/index');
  };

  return (
    <div className="flex h-10 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3">
      <div className="flex min-w-0 flex-1 items-center gap-1.5 overflow-x-auto [scrollbar-width:none]">
        {tags.map((tag) => {
          const active = tag.path === pathname;
          return (
            <div
              key={tag.path}
              className={`group flex h-7 shrink-0 cursor-pointer items-center gap-1 rounded border px-2.5 text-xs transition-colors ${active ? 'border-primary-600 bg-primary-600 text-white' : 'border-slate-200 bg-white text-slate-600 hover:border-primary-300 hover:text-primary-600'}`}
              onClick={() => void navigate(tag.url)}
              onAuxClick={(event) => {
                if (event.button === 1 && !tag.fixed) void close(tag);
              }}
            >
              {active && <span className="h-1.5 w-1.5 rounded-full bg-white" />}
              <span className="max-w-40 truncate">{titleOf(tag)}</span>
              {!tag.fixed && (
                <button
                  type="button"
                  aria-label={`${t('layout.closeTag')} ${titleOf(tag)}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    void close(tag);
                  }}
                  className={`-mr-1 rounded-full p-0.5 ${active ? 'hover:bg-white/20' : 'hover:bg-slate-200'}`}
                >
                  <CloseIcon size={11} />
                </button>
              )}
            </div>
          );
        })}
      </div>
      <Menu as="div" className="relative shrink-0">
        <MenuButton aria-label={t('layout.closeAll')} className="flex h-7 w-7 items-center justify-center rounded border border-slate-200 text-slate-500 outline-none hover:text-primary-600">
          <ChevronDownIcon size={14} />
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-[2100] mt-1 w-32 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg outline-none">
          <MenuItem>
            <button type="button" className="w-full px-3 py-1.5 text-left text-slate-700 data-[focus]:bg-primary-50" onClick={() => closeOtherViewTags(pathname)}>
              {t('layout.closeOthers')}
            </button>
          </MenuItem>
          <MenuItem>
            <button
              type="button"
              className="w-full px-3 py-1.5 text-left text-slate-700 data-[focus]:bg-primary-50"
              onClick={() => void closeAll()}
            >
              {t('layout.closeAll')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
    </div>
  );
}
