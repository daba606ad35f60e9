import { AlarmPendingWidget } from './AlarmPendingWidget.tsx';
import { CarouselWidget } from './carousel/CarouselWidget.tsx';
import { HomeMessages } from './HomeMessages.tsx';
import { LastMenus } from './LastMenus.tsx';
import { QuickEntriesWidget } from './quick/QuickEntriesWidget.tsx';
import { ScheduleWidget } from './schedule/ScheduleWidget.tsx';
import { WelcomeCard } from './WelcomeCard.tsx';
import { WorkflowTasksWidget } from './WorkflowTasksWidget.tsx';

/**
 * /index (spec 02 §2): the user card, quick entries, workflow tasks, alarms pending and last
 * visited menus beside the carousel, the schedule and the latest messages. Each widget makes
 * its own calls with its own skeleton and error state, so they all load at once.
 */
export function HomePage() {
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_400px]">
      <div className="flex min-w-0 flex-col gap-4">
        <WelcomeCard />
        <QuickEntriesWidget />
        <WorkflowTasksWidget />
        <AlarmPendingWidget />
        <LastMenus />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <CarouselWidget />
        <ScheduleWidget />
        <HomeMessages />
      </div>
    </div>
  );
}
