import type { TemplateSeed } from "@/lib/templates/types";

export const educationLearning: TemplateSeed[] = [
  {
    id: "education-classroom-teacher",
    name: "Classroom Teacher",
    description: "For teachers who share classroom ideas and honest teacher life.",
    category: "education-learning",
    isPremium: false,
    tone: "casual",
    tags: ["teacher", "classroom"],
    template: "Teacher by day, grader by night 🍎\n{{name}} • {{location}}\nClassroom ideas & honest teacher life",
  },
  {
    id: "education-online-tutor",
    name: "Online Tutor",
    description: "For tutors who run online one-to-one sessions.",
    category: "education-learning",
    isPremium: true,
    tone: "professional",
    tags: ["tutor", "online", "lessons"],
    template:
      "{{subject}} tutor • {{experience}}\nOnline 1:1 sessions for all levels\nPatient, clear, exam-focused\n📚 {{cta}}",
  },
  {
    id: "education-lifelong-learner",
    name: "Lifelong Learner",
    description: "For curious people who are always learning something new.",
    category: "education-learning",
    isPremium: false,
    tone: "inspirational",
    tags: ["learning", "growth", "curiosity"],
    template: "Forever a student 📖\nCurrently learning: {{learning}}\n{{wisdom}}",
  },
  {
    id: "education-pun-lessons",
    name: "Pun-Powered Lessons",
    description: "For teachers who make lessons stick with jokes.",
    category: "education-learning",
    isPremium: false,
    tone: "funny",
    tags: ["teacher", "humor"],
    template:
      "Teaching {{subject}} with terrible puns ✏️\nMistakes welcome, groans expected\nFree mini-lessons every Monday",
  },
  {
    id: "education-bookshelf-poet",
    name: "Bookshelf Poet",
    description: "For readers and book reviewers with a gentle voice.",
    category: "education-learning",
    isPremium: true,
    tone: "poetic",
    tags: ["books", "reading"],
    template:
      "Between pages I find the quiet I need 📚\n{{name}} • reading about {{interest}}\nNotes from a soft-spoken reader",
  },
  {
    id: "education-course-creator",
    name: "Course Creator",
    description: "For educators who sell online courses.",
    category: "education-learning",
    isPremium: true,
    tone: "bold",
    tags: ["course", "online", "creator"],
    template:
      "I teach what schools skip 🔥\n{{subject}} made painfully simple\n{{following}} students and counting\nNew course ↓",
  },
  {
    id: "education-research-scientist",
    name: "Research Scientist",
    description: "For researchers who explain their science in plain language.",
    category: "education-learning",
    isPremium: true,
    tone: "professional",
    tags: ["research", "science", "academia"],
    template:
      "PhD researcher in {{passion}} 🔬\n{{university}} • {{location}}\nPapers, threads & plain-language science",
  },
  {
    id: "education-history-unsolved",
    name: "History Unsolved",
    description: "For storytellers who share history's strangest mysteries.",
    category: "education-learning",
    isPremium: true,
    tone: "mysterious",
    tags: ["history", "stories"],
    template:
      "History's strangest unsolved stories 🕯️\nOne mystery a week, told by {{name}}\nYou won't find these in textbooks",
  },
  {
    id: "education-daily-lesson",
    name: "Learn Something Daily",
    description: "For micro-learning creators who post short daily lessons.",
    category: "education-learning",
    isPremium: true,
    tone: "motivational",
    tags: ["microlearning", "habits"],
    template:
      "10 minutes a day changes everything ⏳\n{{name}} | daily {{subject}} lessons\nStart today, thank yourself later",
  },
];
