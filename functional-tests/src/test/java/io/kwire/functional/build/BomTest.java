package io.kwire.functional.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.functional.support.ProjectDocs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * kwire-bom (bom/pom.xml) manages every artifact of kwire's that users depend on, at kwire's
 * version, and Netty's BOM at the Netty kwire is built with: a module added to the root pom is
 * either listed in the BOM or named here as not for users.
 */
class BomTest {
    /** The root pom's modules whose artifacts users never depend on, and why. */
    private static final Map<String, String> NOT_FOR_USERS = Map.of(
            "bom", "the BOM itself",
            "testkit", "kwire's own build and test tool",
            "examples", "what to read, and the demo; not a library",
            "functional-tests", "tests only, never published",
            "benchmarks", "never published");

    @Test
    void theBomListsEveryModuleForUsersAtKwiresVersion() throws Exception {
        Element root = pom("pom.xml");
        Element bom = pom("bom/pom.xml");
        assertNull(child(bom, "parent"), "the BOM must not inherit kwire-parent's dependencyManagement");
        assertEquals("io.kwire", text(bom, "groupId"));
        assertEquals("kwire-bom", text(bom, "artifactId"));
        assertEquals("pom", text(bom, "packaging"));
        assertEquals(text(root, "version"), text(bom, "version"), "the BOM's version is kwire's");

        List<String> modules = texts(child(root, "modules"), "module");
        assertTrue(modules.contains("bom"), "the root pom builds bom/");
        TreeSet<String> forUsers = new TreeSet<>();
        for (String module : modules) {
            if (!NOT_FOR_USERS.containsKey(module)) {
                forUsers.add(text(pom(module + "/pom.xml"), "artifactId"));
            }
        }
        assertTrue(new TreeSet<>(modules).containsAll(NOT_FOR_USERS.keySet()), "NOT_FOR_USERS names a module"
                + " the root pom no longer has: " + NOT_FOR_USERS.keySet() + " in " + modules);

        Map<String, Element> managed = new TreeMap<>();
        for (Element dependency : elements(child(child(bom, "dependencyManagement"), "dependencies"), "dependency")) {
            managed.put(text(dependency, "groupId") + ":" + text(dependency, "artifactId"), dependency);
        }
        TreeSet<String> kwire = new TreeSet<>();
        for (Map.Entry<String, Element> entry : managed.entrySet()) {
            if (entry.getKey().startsWith("io.kwire:")) {
                kwire.add(entry.getKey().substring("io.kwire:".length()));
                assertEquals("${project.version}", text(entry.getValue(), "version"), entry.getKey());
                assertNull(child(entry.getValue(), "scope"), entry.getKey());
                assertNull(child(entry.getValue(), "type"), entry.getKey());
            }
        }
        assertEquals(forUsers, kwire, "kwire's artifacts in bom/pom.xml against the root pom's modules"
                + " (less those not for users: " + NOT_FOR_USERS + ")");

        Element netty = managed.get("io.netty:netty-bom");
        assertNotNull(netty, "the BOM imports Netty's");
        assertEquals("import", text(netty, "scope"));
        assertEquals("pom", text(netty, "type"));
        assertEquals("${netty.version}", text(netty, "version"));
        assertEquals(text(child(root, "properties"), "netty.version"), text(child(bom, "properties"), "netty.version"),
                "the BOM's Netty is the one kwire is built with (the root pom's netty.version)");
        assertEquals(forUsers.size() + 1, managed.size(), "the BOM manages kwire's artifacts and Netty's BOM only: "
                + managed.keySet());
    }

    private static Element pom(String path) throws Exception {
        Path file = ProjectDocs.ROOT.resolve(path);
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
        return document.getDocumentElement();
    }

    private static Element child(Element parent, String name) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                return element;
            }
        }
        return null;
    }

    private static List<Element> elements(Element parent, String name) {
        List<Element> elements = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                elements.add(element);
            }
        }
        return elements;
    }

    private static String text(Element parent, String name) {
        Element element = child(parent, name);
        return element == null ? null : element.getTextContent().strip();
    }

    private static List<String> texts(Element parent, String name) {
        return elements(parent, name).stream().map(element -> element.getTextContent().strip()).toList();
    }
}
