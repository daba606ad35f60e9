import { AlarmPendingWidget } from './AlarmPendingWidget.tsx';
import { HomeMessages } from './HomeMessages.tsx';
import { LastMenus } from './LastMenus.tsx';
import { WelcomeCard } from './WelcomeCard.tsx';
import { WorkflowTasksWidget } from './WorkflowTasksWidget.tsx';

/** /index: the user card, the workflow tasks, the device alarms pending, the last visited menus and the latest messages. */
export function HomePage() {
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_400px]">
      <div className="flex min-w-0 flex-col gap-4">
        <WelcomeCard />
        <WorkflowTasksWidget />
        <AlarmPendingWidget />
        <LastMenus />
      </div>
      <HomeMessages />
    </div>
  );
}
