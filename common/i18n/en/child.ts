/**
 * The English texts of the area "child" (ids `child.*`): a child's own screens (/student, their courses,
 * profile, portfolio and work pages' own words, their stars) and the read-aloud buttons, written for a
 * reader of 5 to 10. The few family and teacher texts of the same files are the `portal.*` block below.
 */
export const child = {
  // The child's home, /student.
  "child.home.greeting": "{time, select, morning {Good morning} afternoon {Good afternoon} other {Good evening}}, {name}!",
  "child.home.today": "Today is {day}.",
  "child.home.myClasses": "My classes today",
  "child.home.state.now": "Now",
  "child.home.state.next": "Next",
  "child.home.state.done": "Done",
  "child.home.state.later": "Later",
  "child.home.state.cancelled": "No class today",
  "child.home.withTeacher": "with {teacher}",
  "child.home.schoolTime": "{time} school time",
  "child.home.timesAreSchoolTime": "Times are school time.",
  "child.home.timesAreYourTime": "Times are your time. School time ({zone}) is in small letters.",
  "child.home.noClasses": "No classes today. {why}",
  "child.home.dayOff": "It's {title}.",
  "child.home.weekend": "It's the weekend.",
  "child.home.noSchool": "There is no school today.",
  "child.home.lovelyDay": "Have a lovely day!",
  "child.home.nextSchoolDay": "Your next school day is {day}.",
  "child.home.allDone": "All done for today!",
  "child.home.coursesLink": "My Courses and teachers",
  "child.home.loadError": "Your day could not be loaded.",
  "child.askGrownUp": "Please ask a grown-up to reload the page.",
  "child.loading": "Loading...",
  // What "Read to me" says after the greeting and the day, class by class.
  "child.home.read.noClasses": "There are no classes today.",
  "child.home.read.class": "{subject} at {time}.",
  "child.home.read.now": "That is now.",
  "child.home.read.next": "That is next.",

  // An adult opening a child's page.
  "child.noRecord.title": "This is a child's page",
  "child.noRecord.text":
    "It shows a student their own classes. Your account is not a student's account linked to a child, so there is nothing to show here. Staff see classes and rosters on the teacher pages and on Courses.",

  // The word under each subject's picture.
  "child.subject.homeroom": "Homeroom",
  "child.subject.ela": "Reading",
  "child.subject.math": "Math",
  "child.subject.science": "Science",
  "child.subject.socialStudies": "Our World",
  "child.subject.art": "Art",
  "child.subject.music": "Music",
  "child.subject.peHealth": "Move",
  "child.subject.digitalCitizenship": "Computers",
  "child.subject.sel": "Feelings",

  // The reading-aloud buttons.
  "child.listen.listen": "Listen",
  "child.listen.stop": "Stop",
  "child.listen.readToMe": "Read to me",
  "child.listen.stopReading": "Stop reading",
  "child.listen.word": "Listen: {word}",

  // The "Due soon" card of /student: work due in the next seven days.
  "child.due.title": "Due soon",
  "child.due.loadError": "Your work could not be loaded.",
  "child.due.nothing": "Nothing due soon!",
  "child.due.allWork": "All my work",

  // The "Missing" card of /student: work past its due time, not sent in yet.
  "child.missing.title": "Missing",
  "child.missing.lead": "These were due already. You can still send them in.",
  "child.missing.seeAll": "{count, plural, one {See the # missing piece} other {See all # missing pieces}}",

  "child.live.join": "Join live class",

  // /student/courses and the pages' own words.
  "child.courses.loadError": "Your courses could not be loaded.",
  "child.courses.none": "You are not in a class yet. Your teacher will see you soon!",
  "child.courses.teachers": "Teacher: {names}",
  "child.courses.noTeacher": "Teacher: to be named",
  "child.courses.noTimes": "No class times yet.",
  "child.portfolio.lead": "Keep the work you are proud of. Your teacher looks at it, then your family can see it.",
  "child.profile.lead": "Your picture and the helpers that make the school screens easy for you.",

  // "My stars" on /student.
  "child.stars.count": "{count, plural, one {# star} other {# stars}}",
  "child.stars.loadError": "Your stars could not be loaded.",
  "child.stars.title": "My stars",
  "child.stars.total": "You have {stars}!",
  "child.stars.skillsTitle": "Stars for my skills",
  "child.stars.badgesTitle": "My badges",
  "child.stars.noBadges": "No badges yet. Your first one is coming!",
  "child.stars.nextTitle": "Badges to earn next",
  "child.stars.progress": "{name}: {current} of {target}",
  "child.stars.read.total": "You have {stars}.",
  "child.stars.read.skill": "{skill}: {stars}.",
  "child.stars.read.badges": "Your badges: {badges}.",
  "child.stars.read.next": "Next badge: {name}. {progress}",

  // The same files' texts for families and teachers.
  "portal.homes.openLiveClass": "Open live class",
  // Read by screen readers after the link's words: which class it opens.
  "portal.homes.liveClassOf": ": {className}",
  "portal.rewards.loadError": "Your children's points could not be loaded.",
  "portal.rewards.childLoadError": "This child's points could not be loaded.",
  "portal.rewards.title": "Points and badges",
  "portal.rewards.lead": "Teachers give points for skills; they are only ever added. Only you and your child see them; there is no class ranking.",
  "portal.rewards.childTotal": "{name}: {stars}",
  "portal.rewards.noPoints": "No points yet this year.",
  "portal.rewards.bySkill": "Points by skill",
  "portal.rewards.badges": "Badges",
  "portal.rewards.noBadges": "No badges yet.",
  "portal.rewards.earned": "{rule} Earned {date}.",
  "portal.rewards.next": "Next badges",

  // Times of the homes in the viewer's zone with the school's named (app/features/learning/homes/time.ts).
  "portal.times.zoneName": "Eastern",
  "portal.times.atSchool": "{time} Eastern",
  "portal.times.yourTime": "{time} your time",
  "portal.times.shifted": "{time} ({shift, select, later {the next day} other {the day before}})",
  "portal.times.withSchool": "{time} ({school})",
  "portal.times.span": "{start} to {end}",
  "portal.times.weekly": "{weekday, select, 1 {Mondays} 2 {Tuesdays} 3 {Wednesdays} 4 {Thursdays} 5 {Fridays} other {Weekdays}} {times}",
} as const;
